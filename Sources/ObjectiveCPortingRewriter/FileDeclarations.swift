/// What one file declares: its types (extensions included) with their members, and where each type's
/// body lies, so that code at any token finds the types it is written in.
package struct FileDeclarations: Sendable {
    package var source: SourceText
    package var types: [TypeDeclaration]
    package var regions: [TypeRegion]

    package init(source: SourceText, types: [TypeDeclaration], regions: [TypeRegion]) {
        self.source = source
        self.types = types
        self.regions = regions
    }

    /// The types whose bodies hold the token, outermost first.
    package func enclosingTypes(of token: Int) -> [TypeDeclaration] {
        regions.filter { $0.tokens.contains(token) }.sorted { $0.tokens.lowerBound < $1.tokens.lowerBound }
            .map { types[$0.type] }
    }
}
