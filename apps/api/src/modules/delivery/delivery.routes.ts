import {
  apiErrorSchema,
  bulkPickupAnswerSchema,
  bulkPickupSchema,
  codeMissingSchema,
  completeDeliverySchema,
  deliveryCodeStateSchema,
  deliveryPhotoSchema,
  deliveryProofSchema,
  doorPlaceMaxAccuracyM,
  entityIdParamSchema,
  failedAttemptSchema,
  maxUploadBytes,
  parcelSchema,
  partialDeliverySchema,
  problemParcelSchema,
  returnHandoverSchema,
  riderDeliverySchema,
} from '@desh/shared';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldAction, fieldActionHeadersSchema } from '../../plugins/action-time.ts';
import { requireRole, requireSession } from '../../plugins/auth.ts';
import { answerOnce } from '../idempotency/answer-once.ts';
import { readUploadedImage } from '../uploads/read-image.ts';
import { confirmReturn, recordFailedAttempt, startReturn } from './attempts-and-returns.ts';
import { pickUpAtShop } from './bulk-pickup.ts';
import { recordCodeMissing, recordReceiverCall } from './code-missing.ts';
import { completeDelivery } from './completion.ts';
import type { DeliveryDeps } from './delivery-access.ts';
import { getDeliveryProofs, getProblemParcels } from './delivery-reports.ts';
import { readHandoverPhoto, readProofPhotoForSender, saveHandoverPhoto } from './handover-photos.ts';
import { recordPartialDelivery } from './partial-delivery.ts';
import { proofApprovalRoutes } from './proof-approval.routes.ts';
import { markOutForDelivery, resendDeliveryCode } from './receiver-code.ts';
import { getRiderRun } from './rider-run.ts';
import { errors, tags } from './route-schemas.ts';

/** A rider's action the phone's queue may send again: a key reused with another request gets 422. */
const actionErrors = { ...errors, 422: apiErrorSchema } as const;
const noteSchema = z.object({
  note: z.string({ error: 'Please say why.' }).trim().min(1, 'Please say why.').max(300),
});
const photoParamSchema = z.object({ photoId: z.string().trim().min(1).max(100) });

/** A photo route's parameter and answer, as documented. */
const photoAnswer = {
  params: photoParamSchema,
  produces: ['image/png', 'image/jpeg'],
  response: {
    // A Buffer is sent as is (no serialization): this only documents it.
    200: z.any().describe('The image, PNG or JPEG'),
    ...errors,
  },
};

/** A private photo as its own bytes: never cached by proxies, never sniffed or run as a page. */
const sendPhoto = (reply: FastifyReply, photo: { bytes: Buffer; contentType: string }) =>
  reply
    .header('Content-Type', photo.contentType)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(photo.bytes);

/** The delivery itself: out for delivery, proof, failed attempts, returns, and the admin's view of them. */
export const deliveryRoutes =
  (deps: DeliveryDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1 } });
    await app.register(proofApprovalRoutes(deps));

    app.get(
      '/deliveries/run',
      {
        onRequest: requireRole('rider', 'admin'),
        schema: {
          operationId: 'getDeliveryRun',
          tags,
          summary: 'The rider’s run for today, in order',
          description:
            'The signed-in rider’s parcels in the order to work them, with failed attempts, the state of the receiver’s code and what the receiver said: every parcel still to work, and the finished ones (delivered, partly delivered, returned, cancelled) only when they finished today in Dhaka (`GET /parcels/assigned` lists the earlier ones too). ' +
            '`earlierPlace` is where this rider last delivered to the same receiver phone (from the `place` of an earlier completion), for a stop still to deliver whose receiver dropped no pin; null otherwise, and always for an admin.',
          response: { 200: z.array(riderDeliverySchema.extend({ parcel: parcelSchema })), ...errors },
        },
      },
      async (request) => getRiderRun(deps.db, await requireSession(request)),
    );

    app.post(
      '/deliveries/pickups',
      {
        ...fieldAction,
        onRequest: requireRole('rider', 'admin'),
        schema: {
          operationId: 'pickUpAtShop',
          tags,
          summary: 'Pick up a shop’s parcels at once',
          description:
            'The rider scanned a shop’s labels one after another: every listed parcel moves from assigned to picked up through the custody gate, in one transaction. Answered per parcel: a parcel of another shop (`storeId`, null for parcels that name no store), already picked up, not assigned to this rider or unknown is refused (its `error`), and the others are picked up. Sent once from the phone’s queue (Idempotency-Key; X-Action-Time when sent later).',
          headers: fieldActionHeadersSchema,
          body: bulkPickupSchema,
          response: { 200: bulkPickupAnswerSchema, ...actionErrors },
        },
      },
      async (request, reply) => {
        const caller = await requireSession(request);
        return answerOnce(deps.db, request, reply, caller.user.id, 200, (db) =>
          pickUpAtShop({ ...deps, db }, caller, request.body),
        );
      },
    );

    app.post(
      '/deliveries/:id/out-for-delivery',
      {
        ...fieldAction,
        onRequest: requireRole('rider', 'admin'),
        schema: {
          operationId: 'markOutForDelivery',
          tags,
          summary: 'Take a parcel out for delivery',
          description:
            'Marks the parcel out for delivery; a receiver with a phone gets a 6-digit delivery code by SMS.',
          headers: fieldActionHeadersSchema,
          params: entityIdParamSchema,
          response: { 200: parcelSchema, ...actionErrors },
        },
      },
      async (request, reply) => {
        const caller = await requireSession(request);
        return answerOnce(deps.db, request, reply, caller.user.id, 200, (db) =>
          markOutForDelivery({ ...deps, db }, caller, request.params.id),
        );
      },
    );

    app.post(
      '/deliveries/:id/code',
      {
        onRequest: requireRole('rider', 'admin'),
        schema: {
          operationId: 'resendDeliveryCode',
          tags,
          summary: 'Send the receiver a new code',
          description: 'Sends a fresh delivery code (the old one stops working); limited in number and pace.',
          params: entityIdParamSchema,
          response: { 200: deliveryCodeStateSchema, ...errors, 429: apiErrorSchema },
        },
      },
      async (request) => resendDeliveryCode(deps, await requireSession(request), request.params.id),
    );

    app.post(
      '/deliveries/:id/receiver-calls',
      {
        ...fieldAction,
        onRequest: requireRole('rider', 'admin'),
        schema: {
          operationId: 'recordReceiverCall',
          tags,
          summary: 'Record a call to the receiver',
          description:
            'The rider calls the receiver from the app (the parcel’s receiver number): the call is recorded, with its time (X-Action-Time when the phone sent it later). Answers the code’s state.',
          headers: fieldActionHeadersSchema,
          params: entityIdParamSchema,
          response: { 201: deliveryCodeStateSchema, ...actionErrors },
        },
      },
      async (request, reply) => {
        const caller = await requireSession(request);
        return answerOnce(deps.db, request, reply, caller.user.id, 201, () =>
          recordReceiverCall(deps, caller, request.params.id),
        );
      },
    );

    app.post(
      '/deliveries/:id/code-missing',
      {
        ...fieldAction,
        onRequest: requireRole('rider', 'admin'),
        schema: {
          operationId: 'recordCodeMissing',
          tags,
          summary: 'Say why the code did not arrive',
          description:
            'After a call to the receiver recorded since the code went out: why the code did not reach them (a reason from the list and a note). A handover photo then delivers without an admin’s approval (unless the code was locked). Answers the code’s state.',
          headers: fieldActionHeadersSchema,
          params: entityIdParamSchema,
          body: codeMissingSchema,
          response: { 201: deliveryCodeStateSchema, ...actionErrors },
        },
      },
      async (request, reply) => {
        const caller = await requireSession(request);
        return answerOnce(deps.db, request, reply, caller.user.id, 201, () =>
          recordCodeMissing(deps, caller, request.params.id, request.body),
        );
      },
    );

    app.post(
      '/deliveries/:id/photos',
      {
        ...fieldAction,
        onRequest: requireRole('rider', 'admin'),
        schema: {
          operationId: 'uploadHandoverPhoto',
          tags,
          summary: 'Upload a handover photo',
          description:
            'Keeps a photo of the handover (multipart field "image", PNG or JPEG) privately; only admins can open it.',
          headers: fieldActionHeadersSchema,
          params: entityIdParamSchema,
          consumes: ['multipart/form-data'],
          response: { 201: deliveryPhotoSchema, ...actionErrors, 413: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const caller = await requireSession(request);
        const image = await readUploadedImage(request);
        // The image is not part of the key's request: a repeat of an upload answers the first photo.
        return answerOnce(
          deps.db,
          request,
          reply,
          caller.user.id,
          201,
          (db) => saveHandoverPhoto({ ...deps, db }, caller, request.params.id, image),
          null,
        );
      },
    );

    app.post(
      '/deliveries/:id/complete',
      {
        ...fieldAction,
        onRequest: requireRole('rider', 'admin'),
        schema: {
          operationId: 'completeDelivery',
          tags,
          summary: 'Complete a delivery with proof',
          description:
            'Delivers the parcel with the receiver’s code, or a handover photo and the receiver’s name, and the exact cash collected (poisha). ' +
            'A photo delivers at once only when the code could not reach the receiver (no phone, its SMS failed, or a recorded call and reason); otherwise the parcel waits for an admin’s approval (`delivered_approval_pending`). ' +
            `An optional \`place\` (where the rider’s phone was: lat, lng, accuracyM) is kept for the same rider’s later runs when accurate to ${doorPlaceMaxAccuracyM} m; a vaguer one is ignored.`,
          headers: fieldActionHeadersSchema,
          params: entityIdParamSchema,
          body: completeDeliverySchema,
          response: { 200: parcelSchema, ...actionErrors },
        },
      },
      async (request, reply) => {
        const caller = await requireSession(request);
        return answerOnce(deps.db, request, reply, caller.user.id, 200, (db) =>
          completeDelivery({ ...deps, db }, caller, request.params.id, request.body),
        );
      },
    );

    app.post(
      '/deliveries/:id/partial',
      {
        ...fieldAction,
        onRequest: requireRole('rider', 'admin'),
        schema: {
          operationId: 'recordPartialDelivery',
          tags,
          summary: 'Record a partial delivery',
          description:
            'The receiver kept part of the order: proof as for a completion, the cash actually collected (poisha, less than the amount to collect), what was kept and why. The rest goes back to the sender as a linked return parcel with its own tracking ID. An optional `place` as at a completion.',
          headers: fieldActionHeadersSchema,
          params: entityIdParamSchema,
          body: partialDeliverySchema,
          response: { 200: parcelSchema, ...actionErrors },
        },
      },
      async (request, reply) => {
        const caller = await requireSession(request);
        return answerOnce(deps.db, request, reply, caller.user.id, 200, (db) =>
          recordPartialDelivery({ ...deps, db }, caller, request.params.id, request.body),
        );
      },
    );

    app.post(
      '/deliveries/:id/attempts',
      {
        ...fieldAction,
        onRequest: requireRole('rider', 'admin'),
        schema: {
          operationId: 'recordFailedAttempt',
          tags,
          summary: 'Record a failed delivery attempt',
          description:
            'Records why the delivery failed; a refusal or the last allowed attempt sends the parcel back to its sender.',
          headers: fieldActionHeadersSchema,
          params: entityIdParamSchema,
          body: failedAttemptSchema,
          response: { 200: parcelSchema, ...actionErrors },
        },
      },
      async (request, reply) => {
        const caller = await requireSession(request);
        return answerOnce(deps.db, request, reply, caller.user.id, 200, (db) =>
          recordFailedAttempt({ ...deps, db }, caller, request.params.id, request.body),
        );
      },
    );

    app.post(
      '/deliveries/:id/return',
      {
        onRequest: requireRole('admin', 'customer'),
        schema: {
          operationId: 'startParcelReturn',
          tags,
          summary: 'Send a parcel back to its sender',
          description:
            'After a failed attempt, while its delivery rider still has it: its sender chooses the return (the ' +
            'shop’s decision, from its parcel page), or an admin sends it back; with a reason. Anyone else gets 403.',
          params: entityIdParamSchema,
          body: noteSchema,
          response: { 200: parcelSchema, ...errors },
        },
      },
      async (request) =>
        startReturn(deps, await requireSession(request), request.params.id, request.body.note),
    );

    app.post(
      '/deliveries/:id/returned',
      {
        ...fieldAction,
        schema: {
          operationId: 'confirmParcelReturned',
          tags,
          summary: 'Confirm a parcel is back with its sender',
          description:
            'The sender (or an admin) confirms the returned parcel reached them; the rider confirms with a handover photo.',
          headers: fieldActionHeadersSchema,
          params: entityIdParamSchema,
          body: returnHandoverSchema,
          response: { 200: parcelSchema, ...actionErrors },
        },
      },
      async (request, reply) => {
        const caller = await requireSession(request);
        return answerOnce(deps.db, request, reply, caller.user.id, 200, (db) =>
          confirmReturn({ ...deps, db }, caller, request.params.id, request.body.photoId),
        );
      },
    );

    app.get(
      '/admin/deliveries/proofs',
      {
        onRequest: requireRole('admin'),
        schema: {
          operationId: 'listDeliveryProofs',
          tags,
          summary: 'How each delivery was proved',
          description:
            'The latest 200 deliveries with their proof (code or photo), receiver name, cash and rider.',
          response: {
            200: z.array(deliveryProofSchema.extend({ photoId: z.string().nullable() })),
            ...errors,
          },
        },
      },
      async () => getDeliveryProofs(deps.db),
    );

    app.get(
      '/admin/deliveries/problems',
      {
        onRequest: requireRole('admin'),
        schema: {
          operationId: 'listProblemParcels',
          tags,
          summary: 'Failed and returning parcels',
          description: 'Parcels with failed attempts, on their way back or returned, with every attempt.',
          response: {
            200: z.array(problemParcelSchema.extend({ returnPhotoId: z.string().nullable() })),
            ...errors,
          },
        },
      },
      async () => getProblemParcels(deps.db),
    );

    app.get(
      '/deliveries/photos/:photoId',
      {
        schema: {
          operationId: 'getProofPhotoForSender',
          tags,
          summary: 'Open the proof photo of one of your parcels',
          description:
            'The handover photo a rider took delivering or returning a parcel, for its sender (or an admin); a hub’s damage photo is head office’s only. Never cached by proxies.',
          ...photoAnswer,
        },
      },
      async (request, reply) => {
        const photo = await readProofPhotoForSender(
          deps,
          await requireSession(request),
          request.params.photoId,
        );
        return sendPhoto(reply, photo);
      },
    );

    app.get(
      '/admin/deliveries/photos/:photoId',
      {
        onRequest: requireRole('admin'),
        schema: {
          operationId: 'getHandoverPhoto',
          tags,
          summary: 'Open a handover photo',
          description:
            'The photo a rider took at a delivery or a return; admins only, never cached by proxies.',
          ...photoAnswer,
        },
      },
      async (request, reply) => {
        return sendPhoto(reply, await readHandoverPhoto(deps, request.params.photoId));
      },
    );
  };
