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

/// The app shaped like a real one, written on first use.
private nonisolated(unsafe) var appFolder: String?

private func shapedApp() -> String {
    if let appFolder { return appFolder }
    do {
        let folder = try SyntheticApp.write()
        appFolder = folder
        return folder
    } catch {
        fatalError("cannot write the synthetic app: \(error)")
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

    // Issue 29: an app of 806 files (501 Swift, 35 languages) imports in at most 1 s and 100 MB.
    let shapedConfiguration = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .peakMemoryResident], maxDuration: .seconds(20), maxIterations: 10)
    Benchmark("import an app of 806 files (501 Swift, 35 languages)", configuration: shapedConfiguration) { benchmark in
        let folder = shapedApp()
        benchmark.startMeasurement()
        let result = XcodeImport.run(path: folder)
        benchmark.stopMeasurement()
        precondition(result.apps.count == 1 && result.apps[0].files.count == 806 && result.apps[0].extensions.count == 1
                     && result.checkLines.contains { $0.contains("category MESSAGE") && $0.contains("[REPLY]") },
                     "the synthetic app imported wrongly: \(result.checkLines.prefix(8))")
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
