import Fastify, { type FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import { TERMII_SEND_PATH, termiiSendRequestSchema, type TermiiSendRequest } from './client';

/**
 * A stand-in for Termii's messaging API, for tests only: `POST /api/sms/send` checks the
 * body as Termii documents it and the key, keeps what it accepted, and answers as Termii
 * does (`message_id`, `message: "Successfully Sent"`, `balance`, `user`).
 */
export interface FakeTermii {
  baseUrl: string;
  /** The bodies accepted, oldest first. */
  received: TermiiSendRequest[];
  /** From now on answers this status and message, as an outage or a refusal would; undefined accepts again. */
  refuseSends(refusal: { status: number; message: string } | undefined): void;
  close(): Promise<void>;
}

export async function startFakeTermii(apiKey: string): Promise<FakeTermii> {
  const received: TermiiSendRequest[] = [];
  let failure: { status: number; message: string } | undefined;
  const app: FastifyInstance = Fastify({ logger: false });
  app.post(TERMII_SEND_PATH, async (request, reply) => {
    if (failure) return reply.status(failure.status).send({ message: failure.message });
    const body = termiiSendRequestSchema.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ message: body.error.issues[0]!.message });
    if (body.data.api_key !== apiKey) return reply.status(401).send({ message: 'Invalid API key' });
    received.push(body.data);
    return {
      code: 'ok',
      message_id: String(randomInt(1e9, 1e10 - 1)),
      message: 'Successfully Sent',
      balance: 1000,
      user: 'NaijaBid Test',
    };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The fake Termii has no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    received,
    refuseSends(refusal) {
      failure = refusal;
    },
    close: () => app.close(),
  };
}
