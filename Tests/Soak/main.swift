import Foundation
import NotiApp
import NotiCore

// notisim-soak: the headless app on a generated workspace of many apps, fed local notifications of every trigger
// kind, pushes over the real APNs endpoint, random keys and a year of manual clock time; it keeps the books on
// every notification and samples the resident memory at the start, the middle and the end.
// Exit status: 0 when every notification is accounted for, 1 on any loss, 2 on bad arguments.

let options: SoakOptions
do { options = try SoakOptions(arguments: Array(CommandLine.arguments.dropFirst())) } catch {
    FileHandle.standardError.write(Data("notisim-soak: \(error)\n".utf8))
    exit(2)
}
do {
    let report = try SoakRun(options: options).run()
    FileHandle.standardOutput.write(Data((report.figures + "\n").utf8))
    if !report.problems.isEmpty {
        for problem in report.problems { FileHandle.standardError.write(Data("notisim-soak: LOSS: \(problem)\n".utf8)) }
        exit(1)
    }
} catch {
    FileHandle.standardError.write(Data("notisim-soak: \(error)\n".utf8))
    exit(1)
}
