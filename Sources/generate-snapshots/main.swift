print("generate-snapshots: not yet implemented")
