-- Publishing declines the drafted sides' other waiting requests with "(slot, application) IN (the drafted sides)".
-- At 7,500 x 7,500 that list has about 400,000 rows, more than the default work_mem lets PostgreSQL hash, and the
-- planner then runs the subquery once per waiting request (measured: a publish still running after 9 minutes; the
-- plan's cost fell from 540 million to 28 thousand with a larger work_mem). The function gets its own work_mem.
ALTER FUNCTION auto_schedule_publish(integer, integer, boolean, timestamptz) SET work_mem = '128MB';
