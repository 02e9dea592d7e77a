// `import PlaceNames` keeps giving everything it gave before the Core was split out.
@_exported import PlaceNamesCore
