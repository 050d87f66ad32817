import Benchmark
import NotiSwiftUI
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

/// 200 SwiftUI views: 50 rows of an `HStack` holding a symbol and two texts, in a `VStack`, the second text changing
/// with every pass.
struct TwoHundredViews: View {
    let pass: Int

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<50) { row in
                HStack {
                    Image(systemName: "star.fill")
                    Text("row \(row)")
                    Text("\(row * pass)").frame(maxWidth: .infinity, alignment: .trailing)
                }
            }
        }
    }
}

/// A hosting controller showing `TwoHundredViews`, given a new root view before every pass so each pass resolves the
/// body, lays it out and draws it as UIKit views.
@MainActor
final class HostedSwiftUI {
    private let controller = UIHostingController(rootView: TwoHundredViews(pass: 0))
    private var passes = 0

    init() { controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 800) }

    /// One pass; returns how many UIKit views it drew so the work cannot be optimised away.
    func pass() -> Int {
        passes += 1
        controller.rootView = TwoHundredViews(pass: passes)
        controller.view.layoutIfNeeded()
        return controller.view.subviews.count
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

    Benchmark("Layout pass of 200 SwiftUI views (resolve the body, lay out, draw as UIKit views)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 1_000)) { benchmark async in
        nonisolated(unsafe) let measured = benchmark
        await MainActor.run {
            let hosted = HostedSwiftUI()
            blackHole(hosted.pass())
            measured.startMeasurement()
            for _ in measured.scaledIterations { blackHole(hosted.pass()) }
            measured.stopMeasurement()
        }
    }
}
