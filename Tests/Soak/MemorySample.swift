import Foundation

/// Resident memory of this process as Linux reports it in `/proc/self/status`.
struct MemorySample: CustomStringConvertible {
    /// Resident set size now (`VmRSS`), in kB.
    var residentKB: Int
    /// Peak resident set size so far (`VmHWM`), in kB.
    var peakKB: Int

    /// Reads the current figures; zeros where the file or a field is missing.
    static func now() -> MemorySample {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        func field(_ name: String) -> Int {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
        }
        return MemorySample(residentKB: field("VmRSS"), peakKB: field("VmHWM"))
    }

    var description: String { String(format: "%.1f MB (peak %.1f MB)", Double(residentKB) / 1024, Double(peakKB) / 1024) }
}
