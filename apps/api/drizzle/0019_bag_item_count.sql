-- How many parcels a bag's manifest holds, counted afresh: VOLATILE, so in a statement that waited for
-- the bag's row lock it sees the lines other scans committed meanwhile (and this statement's own),
-- which a count in the statement itself, bound to the snapshot taken before the wait, would miss.
CREATE FUNCTION bag_item_count(bag text) RETURNS integer
  LANGUAGE sql VOLATILE
  AS $$ SELECT count(*)::integer FROM bag_items WHERE bag_id = bag $$;
