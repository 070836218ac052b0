export const vehicleTypes = ['motorbike', 'scooter', 'bicycle', 'auto'] as const;
export type VehicleType = (typeof vehicleTypes)[number];

export const vehicleTypeLabels: Record<VehicleType, string> = {
  motorbike: 'Motorbike',
  scooter: 'Scooter',
  bicycle: 'Bicycle',
  auto: 'Auto',
};

export const riderStatuses = ['pending', 'approved', 'rejected'] as const;
export type RiderStatus = (typeof riderStatuses)[number];
