// On iOS `URLRequest` comes with Foundation; on Linux it lives in FoundationNetworking. Test files that
// snapshot requests (`.raw`, `.curl`) say `import SnapshotTesting` and compile unchanged.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
