import Foundation

/// One open `CATransaction`: its values (duration, timing function, disabled actions, completion block) and
/// the animations added while it was the innermost one, which start when it commits.
final class TransactionFrame {
    struct Addition {
        weak var layer: CALayer?
        let animation: CAAnimation
    }

    struct Completion {
        let block: () -> Void
        let animations: [CAAnimation]
    }

    var values: [String: Any] = [:]
    private(set) var additions: [Addition] = []
    /// Completion blocks of this frame and of nested frames committed into it, each with the animations
    /// it waits for.
    private(set) var completions: [Completion] = []

    func add(_ animation: CAAnimation, to layer: CALayer) {
        additions.append(Addition(layer: layer, animation: animation))
    }

    /// A nested frame's commit: its animations start with this frame's.
    func absorb(_ nested: TransactionFrame) {
        nested.closeCompletion()
        additions += nested.additions
        completions += nested.completions
    }

    /// Pairs the frame's completion block, if any, with the animations added in it.
    func closeCompletion() {
        guard let block = values.removeValue(forKey: kCATransactionCompletionBlock) as? () -> Void else { return }
        completions.append(Completion(block: block, animations: additions.map(\.animation)))
    }
}
