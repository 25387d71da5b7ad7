import Foundation

/// The scenes' resource bundle (the profile scene's asset catalog), for tests that read it directly.
public enum ReferenceScenesResources {
    public static var bundle: Bundle { .module }
}
