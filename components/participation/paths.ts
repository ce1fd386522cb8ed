/** Where a creator adds their followers (the eligibility notes link there). */
export const PROFILE_PATH = '/creator/dashboard/creator-profile';

/** The click of a visitor sent to sign up or log in, kept in this tab to send once they are back as a creator. */
export const PENDING_KEY = 'pendingParticipationRequest';
