import { describe, expect, it } from 'vitest';
import { coverageErrorsByArea } from './coverage-errors';

describe('coverageErrorsByArea', () => {
  const sent = [{ upazila: '*' }, { upazila: 'kaunia' }, { upazila: 'pirgacha' }];

  it('puts each refused field under the area it was sent for', () => {
    expect(
      coverageErrorsByArea(
        {
          'rows.1.lastMileHubId': 'The last-mile hub does not do last-mile delivery.',
          'rows.2.pickupHubId': 'This hub is closed.',
        },
        sent,
      ),
    ).toEqual({
      'kaunia.lastMileHubId': 'The last-mile hub does not do last-mile delivery.',
      'pirgacha.pickupHubId': 'This hub is closed.',
    });
  });

  it('shows a problem with the area under its first select, and ignores keys it cannot place', () => {
    expect(
      coverageErrorsByArea(
        {
          'rows.0.upazila': 'This is not an upazila or thana of the district.',
          'rows.9.pickupHubId': 'This hub is closed.',
          rows: 'Change at least one area.',
        },
        sent,
      ),
    ).toEqual({ '*.lastMileHubId': 'This is not an upazila or thana of the district.' });
  });
});
