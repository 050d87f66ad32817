import Foundation

/// Per-connection budgets for frames that cost the endpoint work but bring no request (after swift-nio-http2's
/// `DOSHeuristics` and nghttp2's flood limits): resets, PINGs, SETTINGS, and empty or refused frames. Each kind may
/// be spent `limit` times in a window; spending more before the window has passed is a flood, answered with
/// GOAWAY ENHANCE_YOUR_CALM. Plain counters: the time given is looked at only when a count reaches its limit.
struct HTTP2FloodBudget {
    /// What a frame spends.
    enum Kind: Int, CaseIterable {
        /// A RST_STREAM from the client (rapid reset).
        case reset
        /// A PING that is not an acknowledgement.
        case ping
        /// A SETTINGS frame that is not an acknowledgement.
        case settings
        /// A frame that carries nothing (DATA without payload or END_STREAM, an empty header fragment) or a request
        /// the endpoint had to reset as malformed.
        case empty

        var name: String {
            switch self {
            case .reset: "RST_STREAM"
            case .ping: "PING"
            case .settings: "SETTINGS"
            case .empty: "empty or malformed"
            }
        }
    }

    private let limits: [Int]
    private let window: TimeInterval
    private var spent: [Int]
    private var windowStarts: [Date]

    /// Budgets whose windows all start at `start`.
    init(limits: APNsServerConfiguration.Limits, start: Date) {
        self.limits = Kind.allCases.map { kind in
            switch kind {
            case .reset: limits.maximumResetsPerWindow
            case .ping: limits.maximumPingsPerWindow
            case .settings: limits.maximumSettingsPerWindow
            case .empty: limits.maximumEmptyFramesPerWindow
            }
        }
        self.window = limits.floodWindow / .seconds(1)
        spent = Array(repeating: 0, count: Kind.allCases.count)
        windowStarts = Array(repeating: start, count: Kind.allCases.count)
    }

    /// Spends one of `kind` at `time`; throws ENHANCE_YOUR_CALM when its limit is passed within one window.
    mutating func spend(_ kind: Kind, at time: Date) throws(HTTP2ConnectionError) {
        let index = kind.rawValue
        spent[index] += 1
        guard spent[index] > limits[index] else { return }
        guard time.timeIntervalSince(windowStarts[index]) < window else {
            windowStarts[index] = time
            spent[index] = 1
            return
        }
        throw HTTP2ConnectionError(code: .enhanceYourCalm, detail: "more than \(limits[index]) \(kind.name) frames in \(Int(window)) s")
    }
}
