ALTER TABLE "creator_payout_methods" ADD COLUMN "razorpay_account_id" text;
