import Foundation
import NotiCore

/// How many pushes one device token takes in a short time before APNs answers `429 TooManyRequests` ("the server
/// received too many requests for the same device token"). Apple publishes no figure, so notisim's is a setting:
/// `pushes` at once, refilled evenly over `seconds` (docs/rules/endpoint.md#too-many-requests-for-one-device-token).
package struct TokenRateLimit: Sendable, Hashable, CustomStringConvertible {
    /// The pushes a token takes in a burst, and over each `seconds`.
    package var pushes: Int
    package var seconds: Double

    /// notisim's default: 1,000 pushes to one token in 10 s (100 a second sustained) — more than a device ever shows,
    /// so only a provider's runaway loop meets it.
    package static let standard = TokenRateLimit(pushes: 1000, seconds: 10)

    package init(pushes: Int, seconds: Double) {
        self.pushes = pushes; self.seconds = seconds
    }

    /// Reads `COUNT/SECONDS` (`5/60`: five pushes a minute); nil for anything else, a zero count or a zero time.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let pushes = Int(parts[0]), pushes > 0, pushes <= 1_000_000,
              let seconds = Double(parts[1]), seconds.isFinite, seconds > 0, seconds <= 86_400 else { return nil }
        self.init(pushes: pushes, seconds: seconds)
    }

    package var description: String {
        "\(pushes)/\(seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds))"
    }
}

/// Counts each device token's pushes against a `TokenRateLimit`, shared by every connection: a bucket per token that
/// holds at most `pushes` and refills at `pushes / seconds` a second on the endpoint's clock. Tokens are those the
/// registry knows, so the buckets are as many as the installs.
package final class TokenRateLimiter: Sendable {
    private struct Bucket { var level: Double; var at: Date }

    /// The limit it counts against.
    package let limit: TokenRateLimit
    private let buckets = LockedState<[String: Bucket]>([:])

    package init(_ limit: TokenRateLimit) { self.limit = limit }

    /// Takes one push to `token` at `now`: false when the token's budget is spent (the push is then refused and
    /// takes nothing).
    package func take(_ token: String, at now: Date) -> Bool {
        let capacity = Double(limit.pushes), perSecond = Double(limit.pushes) / limit.seconds
        return buckets.withLock { buckets in
            var bucket = buckets[token] ?? Bucket(level: capacity, at: now)
            bucket.level = min(capacity, bucket.level + max(0, now.timeIntervalSince(bucket.at)) * perSecond)
            bucket.at = max(bucket.at, now)
            let admitted = bucket.level >= 1
            if admitted { bucket.level -= 1 }
            buckets[token] = bucket
            return admitted
        }
    }
}
