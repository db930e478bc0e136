import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../../db/database';
import { applicantByLogin, applicantById, applicantDevView, KycError, reviewApplicant } from '../../services/kyc';

const reviewSchema = v.pipe(
  v.strictObject({
    login: v.optional(v.pipe(v.string(), v.maxLength(254))),
    applicant_id: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/, 'applicant_id: 24 hex digits'))),
    answer: v.picklist(['GREEN', 'RED'], 'answer: GREEN (approve) or RED (reject)'),
    reject_type: v.optional(v.picklist(['RETRY', 'FINAL'], 'reject_type: RETRY (new documents) or FINAL')),
    comment: v.optional(v.pipe(v.string(), v.maxLength(500))),
  }),
  v.check((input) => (input.login === undefined) !== (input.applicant_id === undefined), 'name the applicant by login or by applicant_id'),
);

/**
 * The reviewer's desk, inside the loopback-only development routes: an applicant's state and documents by login, and
 * the answer to a pending one, which changes the account's is_verified / is_on_verification and what the frame reports.
 */
export function registerKycDevRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Querystring: { login?: string } }>('/__emulator/kyc/applicant', async (request, reply) => {
    const applicant = applicantByLogin(db, request.query.login ?? '');
    if (!applicant) return reply.code(404).send({ error: 'No applicant for this login' });
    return applicantDevView(db, applicant);
  });

  app.post<{ Body: unknown }>('/__emulator/kyc/review', async (request, reply) => {
    const result = v.safeParse(reviewSchema, request.body);
    if (!result.success) return reply.code(400).send({ error: v.summarize(result.issues) });
    const input = result.output;
    const applicant = input.login !== undefined ? applicantByLogin(db, input.login) : applicantById(db, input.applicant_id ?? '');
    if (!applicant) return reply.code(404).send({ error: 'No such applicant' });
    try {
      return applicantDevView(db, reviewApplicant(db, applicant.applicant_id, input.answer, input.reject_type ?? null, input.comment ?? null));
    } catch (error) {
      if (error instanceof KycError) return reply.code(error.status).send({ error: error.message });
      throw error;
    }
  });
}
