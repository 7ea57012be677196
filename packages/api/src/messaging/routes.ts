/**
 * The messaging relay over HTTP (see docs/messaging.md): key packages by address, Welcomes by
 * recipient, group messages by topic, pages of 20 with an "after" cursor. It stores and forwards
 * MLS wire bytes only; it cannot read them, and it refuses anything that is not MLS.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, errorResponseSchema } from '../http/errors';
import type { RouteContext } from '../routes/context';
import { withErrors } from '../routes/schemas';
import { MessagingHub } from './hub';
import {
  appendMessage,
  appendWelcome,
  getKeyPackage,
  messagesAfter,
  putKeyPackage,
  welcomesAfter,
} from './repository';
import { installMessagingSocket } from './socket';
import { ADDRESS_PATTERN, BASE64_PATTERN, isMlsWire, TOPIC_PATTERN, WIRE_FORMATS } from './wire';

const TAGS = ['messaging'];
const address = { type: 'string', pattern: ADDRESS_PATTERN } as const;
const topic = { type: 'string', pattern: TOPIC_PATTERN } as const;
const payload = { type: 'string', pattern: BASE64_PATTERN } as const;
const afterQuery = {
  type: 'object',
  properties: { after: { type: 'integer', minimum: 0, default: 0 } },
  additionalProperties: false,
} as const;

function pageOf(item: object) {
  return withErrors({
    200: {
      type: 'object',
      properties: { data: { type: 'array', items: item }, next: { type: ['integer', 'null'] } },
      required: ['data', 'next'],
    },
  });
}

const messageSchema = {
  type: 'object',
  properties: { topic, seq: { type: 'integer' }, payload: { type: 'string' }, createdAt: { type: 'string' } },
  required: ['topic', 'seq', 'payload', 'createdAt'],
} as const;

const welcomeSchema = {
  type: 'object',
  properties: {
    recipient: { type: 'string' },
    seq: { type: 'integer' },
    topic,
    welcome: { type: 'string' },
    createdAt: { type: 'string' },
  },
  required: ['recipient', 'seq', 'topic', 'welcome', 'createdAt'],
} as const;

function requireWire(base64: string, format: number, what: string): void {
  if (!isMlsWire(base64, format)) throw new ApiError(400, `body.${what} is not an MLS ${what}`);
}

export async function messagingRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  const hub = new MessagingHub();
  installMessagingSocket(app, hub);

  app.post<{ Body: { address: string; keyPackage: string } }>(
    '/messaging/key-packages',
    {
      schema: {
        summary: "Publish an address's MLS key package (replaces the previous one)",
        tags: TAGS,
        body: {
          type: 'object',
          properties: { address, keyPackage: payload },
          required: ['address', 'keyPackage'],
          additionalProperties: false,
        },
        response: withErrors({
          200: {
            type: 'object',
            properties: { data: { type: 'object', properties: { address: { type: 'string' } } } },
          },
          429: errorResponseSchema,
        }),
      },
    },
    async (request) => {
      requireWire(request.body.keyPackage, WIRE_FORMATS.keyPackage, 'keyPackage');
      const owner = request.body.address.toLowerCase();
      await putKeyPackage(db, owner, request.body.keyPackage);
      return { data: { address: owner } };
    },
  );

  app.get<{ Params: { address: string } }>(
    '/messaging/key-packages/:address',
    {
      schema: {
        summary: "An address's MLS key package",
        tags: TAGS,
        params: { type: 'object', properties: { address }, required: ['address'] },
        response: withErrors({
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { address: { type: 'string' }, keyPackage: { type: 'string' } },
                required: ['address', 'keyPackage'],
              },
            },
            required: ['data'],
          },
        }),
      },
    },
    async (request) => {
      const owner = request.params.address.toLowerCase();
      const keyPackage = await getKeyPackage(db, owner);
      if (!keyPackage) throw new ApiError(404, 'No key package for this address');
      return { data: { address: owner, keyPackage } };
    },
  );

  app.post<{ Body: { recipient: string; topic: string; welcome: string } }>(
    '/messaging/welcomes',
    {
      schema: {
        summary: 'Hand an MLS Welcome to a recipient',
        tags: TAGS,
        body: {
          type: 'object',
          properties: { recipient: address, topic, welcome: payload },
          required: ['recipient', 'topic', 'welcome'],
          additionalProperties: false,
        },
        response: withErrors({
          200: { type: 'object', properties: { data: welcomeSchema } },
          429: errorResponseSchema,
        }),
      },
    },
    async (request) => {
      requireWire(request.body.welcome, WIRE_FORMATS.welcome, 'welcome');
      const stored = await appendWelcome(
        db,
        request.body.recipient.toLowerCase(),
        request.body.topic,
        request.body.welcome,
      );
      hub.welcome(stored);
      return { data: stored };
    },
  );

  app.get<{ Params: { address: string }; Querystring: { after: number } }>(
    '/messaging/welcomes/:address',
    {
      schema: {
        summary: "An address's Welcomes after a cursor, 20 a page",
        tags: TAGS,
        params: { type: 'object', properties: { address }, required: ['address'] },
        querystring: afterQuery,
        response: pageOf(welcomeSchema),
      },
    },
    async (request) => welcomesAfter(db, request.params.address.toLowerCase(), request.query.after),
  );

  app.post<{ Params: { topic: string }; Body: { payload: string } }>(
    '/messaging/topics/:topic/messages',
    {
      schema: {
        summary: 'Post an MLS private message to a conversation',
        tags: TAGS,
        params: { type: 'object', properties: { topic }, required: ['topic'] },
        body: {
          type: 'object',
          properties: { payload },
          required: ['payload'],
          additionalProperties: false,
        },
        response: withErrors({
          200: { type: 'object', properties: { data: messageSchema } },
          429: errorResponseSchema,
        }),
      },
    },
    async (request) => {
      requireWire(request.body.payload, WIRE_FORMATS.privateMessage, 'payload');
      const stored = await appendMessage(db, request.params.topic, request.body.payload);
      hub.message(stored);
      return { data: stored };
    },
  );

  app.get<{ Params: { topic: string }; Querystring: { after: number } }>(
    '/messaging/topics/:topic/messages',
    {
      schema: {
        summary: "A conversation's messages after a cursor, 20 a page",
        tags: TAGS,
        params: { type: 'object', properties: { topic }, required: ['topic'] },
        querystring: afterQuery,
        response: pageOf(messageSchema),
      },
    },
    async (request) => messagesAfter(db, request.params.topic, request.query.after),
  );
}
