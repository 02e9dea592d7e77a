// The index's answers are the model's types (`Place`, `Language`, `Catalog`): a user who imports the index gets them
// with it, as `import PlaceNames` gives the Core's.
@_exported import PlaceNames
