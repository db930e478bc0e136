import type { FastifyInstance } from 'fastify';

/** MPEG-1 Layer III frame header: 128 kbit/s, 44.1 kHz, mono; a frame is 144 * 128000 / 44100 = 417 bytes. */
const FRAME_HEADER = [0xff, 0xfb, 0x90, 0xc4];
const FRAME_BYTES = 417;

/** A quarter of a second of silence as MP3 (frames with empty side information decode to silence). */
export function silentMp3(frames = 10): Buffer {
  const audio = Buffer.alloc(FRAME_BYTES * frames);
  for (let frame = 0; frame < frames; frame++) audio.set(FRAME_HEADER, frame * FRAME_BYTES);
  return audio;
}

/**
 * `/platform/sounds/{name}.mp3`: the sounds the CMS names (the loyalty notification sound) exist, so a page that plays
 * one gets audio, not a 404 in the console. Silent: the emulator ships no audio.
 */
export function registerSoundRoutes(app: FastifyInstance) {
  const audio = silentMp3();
  app.get<{ Params: { name: string } }>('/platform/sounds/:name.mp3', async (request, reply) => {
    if (!/^[\w-]+$/.test(request.params.name)) return reply.code(404).send();
    return reply.type('audio/mpeg').header('cache-control', 'public, max-age=86400').send(audio);
  });
}
