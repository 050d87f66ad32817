import Benchmark
import NotiUIKit

/// 200 views in a constrained chain (each pinned to the top, 10 × 16 pt, leading edge on the previous one's
/// trailing edge), the first one's offset changed before every pass so each pass lays the whole tree out.
@MainActor
final class ConstrainedChain {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 200))
    private var offset: NSLayoutConstraint!
    private var views: [UIView] = []
    private var passes = 0

    init(count: Int) {
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let leading = view.leadingAnchor.constraint(equalTo: index == 0 ? root.leadingAnchor : views[index - 1].trailingAnchor)
            if index == 0 { offset = leading }
            constraints += [leading, view.topAnchor.constraint(equalTo: root.topAnchor),
                            view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 16)]
            views.append(view)
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// One layout pass after moving the first view; returns the last view's left edge so the work cannot be
    /// optimised away.
    func pass() -> CGFloat {
        passes += 1
        offset.constant = CGFloat(passes % 2)
        root.layoutIfNeeded()
        return views[views.count - 1].frame.minX
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 1_000)

    // UIKit is main-actor bound; the measurement starts and stops on the main actor so that the hop to it (which
    // the benchmark runner serves slowly) is not counted.
    Benchmark("Layout pass of 200 constrained views (UIKit subset, Cassowary)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 1_000)) { benchmark async in
        nonisolated(unsafe) let measured = benchmark
        await MainActor.run {
            let chain = ConstrainedChain(count: 200)
            blackHole(chain.pass())
            measured.startMeasurement()
            for _ in measured.scaledIterations { blackHole(chain.pass()) }
            measured.stopMeasurement()
        }
    }
}
