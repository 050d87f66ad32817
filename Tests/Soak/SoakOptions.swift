import Foundation

/// The soak's command line: `[--notifications N] [--apps N] [--seed N] [--days N] [--max-growth-mb N]`.
struct SoakOptions {
    /// Local one-shot requests plus pushes to issue.
    var notifications = 100_000
    var apps = 50
    var seed: UInt64 = 7
    /// Clock time to cover, in days.
    var days = 365
    /// How much the resident memory may grow from the middle to the end before the run fails, in MB.
    var maximumGrowthMB = 32

    init(arguments: [String]) throws {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let text = rest.popFirst(), let value = Int(text), value > 0 else {
                throw SoakFailure("\(flag): expected a positive whole number")
            }
            switch flag {
            case "--notifications": notifications = value
            case "--apps": apps = value
            case "--seed": seed = UInt64(value)
            case "--days": days = value
            case "--max-growth-mb": maximumGrowthMB = value
            default: throw SoakFailure("unknown option \(flag); options: --notifications --apps --seed --days --max-growth-mb")
            }
        }
    }
}
