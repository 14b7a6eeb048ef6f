// The nlp.js packages ship no type declarations: the parts the classifier uses.
declare module '@nlpjs/neural' {
  export interface NeuralInput {
    readonly input: Record<string, number>;
    readonly output: Record<string, number>;
  }
  export class NeuralNetwork {
    constructor(settings?: { iterations?: number; errorThresh?: number; log?: boolean });
    train(corpus: NeuralInput[]): { iterations: number; error: number };
    run(input: Record<string, number>): Record<string, number> | undefined;
  }
  const neural: { NeuralNetwork: typeof NeuralNetwork };
  export default neural;
}

declare module '@nlpjs/lang-en-min' {
  export class TokenizerEn {
    tokenize(text: string, normalize?: boolean): string[];
  }
  export class StemmerEn {
    stemWord(word: string): string;
  }
  const lang: { TokenizerEn: typeof TokenizerEn; StemmerEn: typeof StemmerEn };
  export default lang;
}
