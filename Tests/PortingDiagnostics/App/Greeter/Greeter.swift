import Foundation

/// Says hello when the timer fires. The selector below misspells the method (`greeet`): the compiler
/// must say so here, at this file's line, on Linux as on iOS.
final class Greeter: NSObject {
    private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(
            timeInterval: 1, target: self, selector: #selector(greeet(_:)), userInfo: nil, repeats: false)
    }

    @objc func greet(_ timer: Timer) {
        print("Hello")
    }
}
