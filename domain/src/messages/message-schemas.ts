import * as v from 'valibot';
import { line, object, text as cleanText } from '../shared/schema';
import { MESSAGE_TEXT_MAX } from './conversation-events';

/** The bodies of the messaging API (docs/api/messages.md). SPEC 5: the text is required. */
const REQUIRED = 'messaging.text-required';

export const SendMessageSchema = object(
  {
    text: v.pipe(cleanText(REQUIRED), v.trim(), v.minLength(1, REQUIRED), v.maxLength(MESSAGE_TEXT_MAX, 'messaging.text-too-long')),
    /** Chosen by the sender's screen, so that a retry after a lost answer is the same message. */
    messageId: v.optional(v.pipe(line(), v.uuid('validation.required'))),
  },
  REQUIRED,
);

export const MarkReadSchema = object({ messageId: v.pipe(line('validation.required'), v.minLength(1, 'validation.required'), v.maxLength(100)) }, 'validation.required');
