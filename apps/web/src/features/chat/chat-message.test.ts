import { describe, expect, it } from 'vitest';
import { type RiffUIMessage, toolFailed } from './chat-message';

const reply = (parts: unknown[]): RiffUIMessage =>
  ({ id: 'm1', role: 'assistant', parts, metadata: {} }) as unknown as RiffUIMessage;

describe('toolFailed', () => {
  it('is true when a tool call of the reply ended in an error', () => {
    const failed = reply([
      { type: 'text', text: "Here's a tritone" },
      {
        type: 'tool-compose',
        toolCallId: 't1',
        state: 'output-error',
        input: {},
        errorText: 'Invalid input',
      },
    ]);
    expect(toolFailed(failed)).toBe(true);
    expect(
      toolFailed(reply([{ type: 'dynamic-tool', toolName: 'x', toolCallId: 't', state: 'output-error' }])),
    ).toBe(true);
  });

  it('is false for words alone and for tools that produced their output', () => {
    expect(toolFailed(reply([{ type: 'text', text: 'hi' }]))).toBe(false);
    expect(
      toolFailed(
        reply([{ type: 'tool-compose', toolCallId: 't1', state: 'output-available', input: {}, output: {} }]),
      ),
    ).toBe(false);
  });
});
