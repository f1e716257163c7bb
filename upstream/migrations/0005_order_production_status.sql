-- Production sub-status of one product (account-area §3, further status labels): the file check
-- and review a product goes through between payment and production. NULL = none reported (the
-- product's status alone says where it is). Values:
--   Processing        the product's files are being checked
--   ProcessingFailed  the files could not be processed
--   VerificationFailed the files failed verification (e.g. resolution, missing pages)
--   Approved          checked and released for production
--   Rejected          refused in review (content not printable)
--   OnHold            held back (e.g. waiting for the customer)
ALTER TABLE orders ADD COLUMN production_status TEXT
  CHECK (production_status IS NULL OR production_status IN ('Processing', 'ProcessingFailed', 'VerificationFailed', 'Approved', 'Rejected', 'OnHold'));
