import Foundation
import Testing
import TestSupport

/// A short soak (scripts/soak.sh runs the long one): `notisim-soak` on 50 generated apps with 5,000 notifications.
@Suite("soak", .tags(.e2e, .stress), .slowTier)
struct SoakTests {
    /// The `name=value` figures of the soak's report line.
    private func figures(_ line: String) -> [String: Int] {
        var result: [String: Int] = [:]
        for word in line.split(separator: " ") {
            let parts = word.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1].prefix { $0.isNumber }) { result[String(parts[0])] = value }
        }
        return result
    }

    @Test("5,000 notifications across 50 apps, random keys, pushes over the endpoint, a Focus cycling and Scheduled Summary holding: every one accounted for, memory flat")
    func shortSoak() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxBuiltProducts.path(of: "notisim-soak"))
        process.arguments = ["--notifications", "5000", "--days", "120", "--max-growth-mb", "16"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(out)\n\(err)")
        let numbers = figures(out)
        #expect(numbers["notifications"] == 5000, "\(out)")
        #expect(numbers["apps"] == 50)
        // Every way a notification can leave was taken, so the books were kept on each of them.
        for fate in ["replaced", "removed-by-user", "dropped-by-centre", "dropped-pending", "not-delivered", "held", "released-by-summary"] {
            #expect((numbers[fate] ?? 0) > 0, "\(fate) never happened: \(out)")
        }
        // Scheduled Summary held notifications while a Focus cycled, and the last summary time delivered what was left.
        #expect((numbers["focus-changes"] ?? 0) > 0, "\(out)")
        #expect(numbers["still-held"] == 0, "\(out)")
    }
}
