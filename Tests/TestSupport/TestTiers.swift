import Foundation
import Testing

/// The slow tiers of the suite. Plain `swift test` runs the fast tier: in-process, on injected clocks and hosts, the
/// same outcome on a loaded machine. `scripts/test.sh` (the README's test command and CI) sets `NOTISIM_ALL_TESTS=1`,
/// which runs every tier. Tag a test or suite that starts notisim as a process `.e2e`, one that waits on the wall clock
/// for another process or thread `.process`, one that runs long or hard `.stress`, one that opens sockets `.network`,
/// and give it `.slowTier`.
extension Tag {
    /// Starts notisim as a process: in tmux, over its command line, or as `serve`.
    @Tag public static var e2e: Self
    /// Waits on the wall clock for work outside the test's own thread: a child process other than notisim (the Swift
    /// compiler building an extension, a built extension's program, a Python or shell extension), or the app loop's
    /// reading and answering threads polled until they are done.
    @Tag public static var process: Self
    /// Runs long or hard: the soak, SIGKILL crash loops, terminal abuse.
    @Tag public static var stress: Self
    /// Listens on or connects to a real socket.
    @Tag public static var network: Self
}

/// Whether the slow tiers run (`NOTISIM_ALL_TESTS=1`).
public enum TestTiers {
    public static let slowTiersEnabled = ProcessInfo.processInfo.environment["NOTISIM_ALL_TESTS"] == "1"
}

extension Trait where Self == ConditionTrait {
    /// Runs only with the slow tiers on (`NOTISIM_ALL_TESTS=1`, as `scripts/test.sh` sets).
    public static var slowTier: Self {
        .enabled(if: TestTiers.slowTiersEnabled, "a slow tier: run with NOTISIM_ALL_TESTS=1 (scripts/test.sh does)")
    }
}
