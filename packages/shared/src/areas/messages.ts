export const upazilaNeedsDistrictMessage = 'Choose the district first.';
export const chooseUpazilaMessage = 'Choose an upazila or thana of that district.';
