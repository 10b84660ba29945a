-- What a key may do (docs/releasing.md, "Previews of a pull request"): 'release' (everything
-- for its remotes, as before) or 'preview' (upload, stage and ask for preview links only,
-- never change what is live nor prune): the key a pull request's workflow holds, which a
-- pull request's own changes to the workflow could read.
ALTER TABLE release_keys ADD COLUMN scope TEXT NOT NULL DEFAULT 'release' CHECK (scope IN ('release', 'preview'));
