/// Why a running extension was given up: the system falls back to the default UI or the original content.
public enum ExtensionFault: Error, Sendable, Hashable, CustomStringConvertible {
    /// The extension could not be started (no implementation, missing program, failed spawn).
    case launchFailed(String)
    /// The process ended on its own: exit status, or the signal that killed it; `detail` is its last stderr line.
    case exited(status: Int32, detail: String?)
    case killedBySignal(Int32, detail: String?)
    /// No answer within the time allowed.
    case timedOut(call: String, seconds: Double)
    /// A line that is not a valid message of the protocol.
    case invalidMessage(String)
    /// A well-formed message the host did not expect (unknown id, method or version).
    case unknownMessage(String)
    /// More output than allowed without a complete answer.
    case outputTooLarge(limit: Int)
    /// The extension's own memory (resident memory above its runtime's baseline) went over the limit.
    case memoryLimitExceeded(residentBytes: Int, baselineBytes: Int, limit: Int)
    /// The extension answered a call with an error of its own.
    case reportedError(call: String, message: String)
    /// An in-process extension did not call its completion handler.
    case completionNotCalled(call: String)

    /// One line for the event log.
    public var description: String {
        switch self {
        case .launchFailed(let reason): return "could not start: \(reason)"
        case let .exited(status, detail): return "crashed: exited with status \(status)" + (detail.map { " (\($0))" } ?? "")
        case let .killedBySignal(signal, detail): return "crashed: killed by signal \(signal)" + (detail.map { " (\($0))" } ?? "")
        case let .timedOut(call, seconds): return "hung: no answer to \(call) within \(formatSeconds(seconds))"
        case .invalidMessage(let text): return "invalid message: \(text)"
        case .unknownMessage(let text): return "unknown message: \(text)"
        case .outputTooLarge(let limit): return "over \(limit / 1_000_000) MB of output without a complete answer"
        case let .memoryLimitExceeded(resident, baseline, limit):
            return "over the memory limit: \(megabytes(resident - baseline)) MB of its own (\(megabytes(resident)) MB resident, "
                + "the runtime alone \(megabytes(baseline)) MB), limit \(megabytes(limit)) MB"
        case let .reportedError(call, message): return "answered \(call) with an error: \(message)"
        case .completionNotCalled(let call): return "\(call) returned without calling its completion handler"
        }
    }
}

/// Whole megabytes (MiB), rounded down.
private func megabytes(_ bytes: Int) -> Int { bytes / 1024 / 1024 }

/// "2 s", "0.25 s".
func formatSeconds(_ seconds: Double) -> String {
    seconds.rounded() == seconds ? "\(Int(seconds)) s" : "\(seconds) s"
}
