/// Why an extension could not be built: the compiler's first error as `file:line: error: message` (the user's own
/// file and line), or a one-line reason when the compiler could not even run.
package struct ExtensionBuildFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line to show.
    package var firstError: String
    /// The compiler's whole output, empty when it did not run.
    package var log: String

    package init(firstError: String, log: String = "") { self.firstError = firstError; self.log = log }

    package var description: String { firstError }

    /// The failure of a compile that printed `output`: its first `error:` line, else its last line.
    static func compile(output: String) -> ExtensionBuildFailure {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let first = lines.first { $0.contains(": error: ") } ?? lines.last ?? "the compiler failed without a message"
        return ExtensionBuildFailure(firstError: first, log: output)
    }

    /// The UIKit or UserNotifications API the first error says is not there (`UILabel.adjustsFontForContentSizeCategory`,
    /// `UIButton`): what notisim's subset lacks, when the compiler's message names it that way.
    package var missingAPI: String? {
        let quoted = firstError.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        if firstError.contains("has no member"), quoted.count >= 2 { return "\(quoted[0]).\(quoted[1])" }
        if firstError.contains("cannot find"), firstError.contains("in scope"), let name = quoted.first { return name }
        return nil
    }
}
