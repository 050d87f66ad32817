import Benchmark
import Foundation
import NotiWorkspace
import NotiXcode

/// `notisim import` and `notisim open`'s cache on a project of 5,000 Swift files (issue 15: import under 2 s; a
/// project opens as fast as a workspace). The project is written once, before the first measure.
private let fileCount = 5_000

/// The project's folder, written on first use.
private nonisolated(unsafe) var projectFolder: String?

private func project() -> String {
    if let projectFolder { return projectFolder }
    do {
        let folder = try SyntheticProject.write(fileCount: fileCount)
        projectFolder = folder
        return folder
    } catch {
        fatalError("cannot write the synthetic project: \(error)")
    }
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(20), maxIterations: 20)

    Benchmark("import a project of 5,000 files", configuration: configuration) { benchmark in
        let folder = project()
        benchmark.startMeasurement()
        let result = XcodeImport.run(path: folder)
        benchmark.stopMeasurement()
        precondition(result.apps.count == 1 && result.apps[0].files.count == fileCount && result.apps[0].extensions.count == 1,
                     "the synthetic project imported wrongly: \(result.checkLines)")
    }

    Benchmark("open a project of 5,000 files from the cache (check the key, load the workspace)", configuration: configuration) { benchmark in
        let folder = project()
        let base = URL(fileURLWithPath: folder + "-cache")
        try? FileManager.default.removeItem(at: base)
        let cache = ProjectWorkspaceCache(projectPath: folder, configuration: "Debug", baseDirectory: base)
        guard case .success = cache.derive() else { fatalError("the synthetic project could not be cached") }
        benchmark.startMeasurement()
        guard case .success(let derived) = cache.derive(), derived.imported == nil else { fatalError("the cache missed") }
        let loaded = WorkspaceLoader.load(directory: derived.folder)
        benchmark.stopMeasurement()
        precondition(loaded.workspace?.apps.count == 1, "the cached workspace did not load: \(loaded.diagnostics)")
    }
}
