// Client-safe texts of the creator forms (no zod here: the forms import these and must stay light).

export const NAME_REQUIRED = 'Name is required';
export const PASSWORD_REQUIRED = 'Password is required';
export const PHONE_REQUIRED = 'Phone is required';
export const OTP_REQUIRED = 'Please enter the OTP';
export const OTP_FORMAT = 'The OTP is the 6-digit code we e-mailed you';
export const OTP_NOT_VERIFIED = 'Please verify OTP before submitting';
export const MAX_SOCIAL_HANDLES = 10;
export const MAX_AUDIENCE = 2_000_000_000;
export const FOLLOWERS_REQUIRED = 'Followers are required for each handle';
export const ENGAGEMENT_RANGE = 'Engagement rate must be between 0 and 100';

/** Spec §8's toasts of creator sign-up. */
export const SIGNUP_TOASTS = {
  codeSent: 'OTP sent successfully!',
  codeFailed: (message: string) => `OTP request failed: ${message}`,
  codeUnreached: 'Error during OTP request',
  verified: 'OTP verified successfully!',
  verifyFailed: (message: string) => `OTP verification failed: ${message}`,
  verifyUnreached: 'Error during OTP verification',
  signedUp: 'Signup successful!',
  emailTaken: 'Email already exists, please login',
  signupFailed: (message: string) => `Signup failed: ${message}`,
  signupUnreached: 'Error during signup',
} as const;

export const PROFILE_UPDATED = 'Profile updated successfully';
