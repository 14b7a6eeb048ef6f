import { describe, expect, it } from 'vitest';
import type { RiffUIMessage } from './chat-message';
import { chatRequestBody, toWireMessage } from './chat-request';

const user = (id: string, text: string, metadata?: RiffUIMessage['metadata']): RiffUIMessage => ({
  id,
  role: 'user',
  parts: [{ type: 'text', text }],
  metadata,
});

describe('toWireMessage (docs/product.md §3)', () => {
  it('leaves out a null or missing name and function_call', () => {
    expect(toWireMessage(user('m1', 'hi', { name: null, functionCall: null }))).toEqual({
      id: 'm1',
      role: 'user',
      content: 'hi',
      parts: [{ type: 'text', text: 'hi' }],
    });
    expect(toWireMessage(user('m1', 'hi'))).not.toHaveProperty('name');
    expect(toWireMessage(user('m1', 'hi'))).not.toHaveProperty('function_call');
  });

  it('sends a set name, and functionCall as function_call', () => {
    const call = { name: 'compose', arguments: '{}' };
    const wire = toWireMessage(user('m1', 'hi', { name: 'Ada', functionCall: call }));
    expect(wire.name).toBe('Ada');
    expect(wire.function_call).toEqual(call);
    expect(wire).not.toHaveProperty('functionCall');
  });

  it('sends only text parts, joined into content', () => {
    const message: RiffUIMessage = {
      id: 'm1',
      role: 'user',
      parts: [{ type: 'text', text: 'a ' }, { type: 'step-start' }, { type: 'text', text: 'b' }],
    };
    expect(toWireMessage(message)).toMatchObject({ content: 'a b', parts: [{ text: 'a ' }, { text: 'b' }] });
  });
});

describe('chatRequestBody', () => {
  const thread: RiffUIMessage[] = [
    user('u1', 'first'),
    { id: 'a1', role: 'assistant', parts: [{ type: 'text', text: 'reply' }] },
    user('u2', 'second'),
  ];

  it('sends the chat id and only the last user message', () => {
    expect(
      chatRequestBody({ id: 'c1', messages: thread, trigger: 'submit-message', messageId: undefined }),
    ).toEqual({ id: 'c1', messages: [toWireMessage(thread[2]!)] });
  });

  it('marks a regenerate with the reply it replaces', () => {
    const body = chatRequestBody({
      id: 'c1',
      messages: thread.slice(0, 1),
      trigger: 'regenerate-message',
      messageId: 'a1',
    });
    expect(body).toEqual({
      id: 'c1',
      messages: [toWireMessage(thread[0]!)],
      trigger: 'regenerate-message',
      messageId: 'a1',
    });
  });
});
