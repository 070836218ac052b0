import crypto from 'node:crypto';
import type { ParcelStatus, ParcelType, PaymentMethod } from '@desh/shared';
import { eq } from 'drizzle-orm';
import { insertEntry } from '../modules/ledger/ledger.repository.ts';
import { recordDeliveryCollection } from '../modules/ledger/ledger.service.ts';
import { handoverLines, payoutLines } from '../modules/ledger/ledger-postings.ts';
import type { Db } from './client.ts';
import { cashHandovers, parcelEvents, parcels, payouts, riders, users } from './schema/index.ts';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const walk: ParcelStatus[] = ['pending', 'assigned', 'picked_up', 'in_transit', 'delivered'];

interface DemoParcel {
  title: string;
  receiver: string;
  address: string;
  district: string;
  type: ParcelType;
  method: PaymentMethod;
  feeTaka: number;
  codTaka: number;
  daysAgo: number;
  status: ParcelStatus;
}

const demoParcels: DemoParcel[] = [
  {
    title: 'Jamdani saree',
    receiver: 'Nasrin Sultana',
    address: 'House 12, Road 5, Dhanmondi',
    district: 'dhaka',
    type: 'small',
    method: 'cod',
    feeTaka: 60,
    codTaka: 4500,
    daysAgo: 9,
    status: 'delivered',
  },
  {
    title: 'Nakshi kantha',
    receiver: 'Rafiq Ahmed',
    address: 'Agrabad C/A, Chattogram',
    district: 'chattogram',
    type: 'medium',
    method: 'cod',
    feeTaka: 150,
    codTaka: 2800,
    daysAgo: 7,
    status: 'delivered',
  },
  {
    title: 'Mango box (Himsagar)',
    receiver: 'Shirin Akter',
    address: 'Zindabazar, Sylhet',
    district: 'sylhet',
    type: 'large',
    method: 'prepaid',
    feeTaka: 200,
    codTaka: 0,
    daysAgo: 6,
    status: 'delivered',
  },
  {
    title: 'Leather wallet',
    receiver: 'Tanvir Hasan',
    address: 'Sector 7, Uttara',
    district: 'dhaka',
    type: 'small',
    method: 'cod',
    feeTaka: 60,
    codTaka: 1250,
    daysAgo: 4,
    status: 'delivered',
  },
  {
    title: 'Clay pottery set',
    receiver: 'Mitu Rahman',
    address: 'Shaheb Bazar, Rajshahi',
    district: 'rajshahi',
    type: 'fragile',
    method: 'cod',
    feeTaka: 180,
    codTaka: 3600,
    daysAgo: 2,
    status: 'delivered',
  },
  {
    title: 'Cotton panjabi',
    receiver: 'Imran Kabir',
    address: 'Mirpur 10, Dhaka',
    district: 'dhaka',
    type: 'small',
    method: 'cod',
    feeTaka: 60,
    codTaka: 1850,
    daysAgo: 1,
    status: 'delivered',
  },
  {
    title: 'Books for Ekushey',
    receiver: 'Farzana Yasmin',
    address: 'Boyra, Khulna',
    district: 'khulna',
    type: 'medium',
    method: 'cod',
    feeTaka: 150,
    codTaka: 950,
    daysAgo: 0,
    status: 'in_transit',
  },
  {
    title: 'Tea from Srimangal',
    receiver: 'Habib Ullah',
    address: 'Gulshan 2, Dhaka',
    district: 'dhaka',
    type: 'small',
    method: 'prepaid',
    feeTaka: 60,
    codTaka: 0,
    daysAgo: 0,
    status: 'pending',
  },
];

/**
 * A small living business for the demo accounts (never in production): the demo customer's parcels
 * delivered by the demo rider with their cash collected, one handover counted at the office (with a
 * small shortage) and one bKash payout; the rider still holds the later collections.
 */
export async function seedDemoBusiness(db: Db): Promise<void> {
  const [customer] = await db.select().from(users).where(eq(users.email, 'customer@desh.test'));
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@desh.test'));
  const [rider] = await db.select().from(riders).where(eq(riders.email, 'rider@desh.test'));
  if (!customer || !admin || !rider) return;
  const now = Date.now();

  await db.transaction(async (tx) => {
    for (const [index, item] of demoParcels.entries()) {
      const booked = now - item.daysAgo * dayMs - (10 - index) * hourMs;
      const id = crypto.randomUUID();
      const delivered = item.status === 'delivered';
      const feePoisha = item.feeTaka * 100;
      const codPoisha = item.codTaka * 100;
      await tx.insert(parcels).values({
        id,
        // Past milliseconds never collide with the tracking clock, which only moves forward from now.
        trackingId: `DSH-${booked}`,
        parcelTitle: item.title,
        receiverName: item.receiver,
        receiverPhone: `017110000${10 + index}`,
        pickupAddress: 'House 3, Road 8, Banani, Dhaka',
        deliveryAddress: item.address,
        pickupDistrict: 'dhaka',
        deliveryDistrict: item.district,
        parcelType: item.type,
        deliveryFeePoisha: feePoisha,
        paymentMethod: item.method,
        codAmountPoisha: codPoisha,
        senderId: customer.id,
        senderEmail: customer.email,
        status: item.status,
        riderId: item.status === 'pending' ? null : rider.id,
        bookingTime: new Date(booked),
        updatedAt: new Date(booked + (delivered ? 5 : 2) * hourMs),
      });
      const steps = walk.slice(0, walk.indexOf(item.status) + 1);
      await tx.insert(parcelEvents).values(
        steps.map((status, step) => ({
          parcelId: id,
          fromStatus: step === 0 ? null : (steps[step - 1] ?? null),
          toStatus: status,
          actorId: step === 0 ? customer.id : step === 1 ? admin.id : rider.userId,
          actorRole: step === 0 ? 'customer' : step === 1 ? 'admin' : 'rider',
          createdAt: new Date(booked + step * hourMs),
        })),
      );
      if (delivered) {
        await recordDeliveryCollection(tx, {
          parcelId: id,
          riderId: rider.id,
          merchantId: customer.id,
          paymentMethod: item.method,
          collectedPoisha: item.method === 'cod' ? feePoisha + codPoisha : 0,
          codPoisha,
          feePoisha,
          occurredAt: new Date(booked + 4 * hourMs),
        });
      }
    }

    // Three days ago the rider handed in the first two collections; the office counted ৳20 less.
    const declaredPoisha = (60 + 4500 + 150 + 2800) * 100;
    const countedPoisha = declaredPoisha - 2_000;
    const handoverAt = new Date(now - 3 * dayMs);
    const handoverId = crypto.randomUUID();
    const { entry: handoverEntry } = await insertEntry(
      tx,
      {
        kind: 'cash_handover',
        idempotencyKey: `handover:${handoverId}`,
        riderId: rider.id,
        createdBy: admin.id,
        createdAt: handoverAt,
      },
      handoverLines({ riderId: rider.id, declaredPoisha, countedPoisha }),
    );
    await tx.insert(cashHandovers).values({
      id: handoverId,
      riderId: rider.id,
      idempotencyKey: `demo-${handoverId}`,
      declaredPoisha,
      countedPoisha,
      status: 'confirmed',
      declaredAt: new Date(handoverAt.getTime() - hourMs),
      confirmedAt: handoverAt,
      confirmedBy: admin.id,
      entryId: handoverEntry.id,
    });

    // Yesterday the customer was paid ৳5,000 by bKash.
    const payoutAt = new Date(now - dayMs);
    const payoutId = crypto.randomUUID();
    const amountPoisha = 500_000;
    const { entry: payoutEntry } = await insertEntry(
      tx,
      {
        kind: 'payout',
        idempotencyKey: `payout:demo-${payoutId}`,
        merchantId: customer.id,
        memo: 'bKash · BK8XK2D4QZ',
        createdBy: admin.id,
        createdAt: payoutAt,
      },
      payoutLines({ merchantId: customer.id, amountPoisha, method: 'bkash' }),
    );
    await tx.insert(payouts).values({
      id: payoutId,
      merchantId: customer.id,
      amountPoisha,
      method: 'bkash',
      reference: 'BK8XK2D4QZ',
      idempotencyKey: `demo-${payoutId}`,
      entryId: payoutEntry.id,
      createdBy: admin.id,
      createdAt: payoutAt,
    });
  });
}
