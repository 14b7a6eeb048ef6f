import { respond } from '@riffmate/buddy';
import { type ExampleExchange, exampleExchangeSchema, itemsEnvelope } from '@riffmate/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toMusicAttachment } from '../assistant/music-attachment.ts';
import { midiDownloadName } from '../chats/chat-view.ts';

export const HOME_EXAMPLE_PROMPT =
  'Write an 8-bar lo-fi groove in D minor at 80 bpm with Rhodes, bass and drums';
const HOME_EXAMPLE_FILE_PATH = '/api/examples/home.mid';
const ONE_DAY_SECONDS = 24 * 60 * 60;

type HomeExample = { exchange: ExampleExchange; midi: Uint8Array };
let homeExample: HomeExample | undefined;

/**
 * The home page's example is a real answer of the built-in composer, so what the page claims is
 * what the card plays. The composer is deterministic, so one computation serves every request.
 */
function getHomeExample(): HomeExample {
  if (homeExample) return homeExample;
  const reply = respond([{ role: 'user', text: HOME_EXAMPLE_PROMPT }]);
  if (!reply.midi || !reply.spec || !reply.notes) throw new Error('The home example produced no music');
  const music = {
    ...toMusicAttachment('home-example', reply.midi, reply.spec, reply.notes, reply.piece?.meta.progression),
    url: HOME_EXAMPLE_FILE_PATH,
  };
  homeExample = { exchange: { prompt: HOME_EXAMPLE_PROMPT, reply: reply.text, music }, midi: reply.midi };
  return homeExample;
}

/** Public, cacheable example for the landing page (issue: home "an example exchange with a playable piece"). */
export const exampleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/examples/home',
    { schema: { response: { 200: itemsEnvelope(exampleExchangeSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`);
      return { data: { items: [getHomeExample().exchange] } };
    },
  );

  app.get(HOME_EXAMPLE_FILE_PATH, async (_request, reply) =>
    reply
      .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
      .header('content-disposition', `attachment; filename="${midiDownloadName()}"`)
      .type('audio/midi')
      .send(Buffer.from(getHomeExample().midi)),
  );
};
