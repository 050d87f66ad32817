import Foundation
import NotiCore
import NotiCoreDataModel
import NotiExtensionTarget

/// What building an extension gave.
package enum ExtensionBuildOutcome: Sendable, Hashable {
    /// Compiled now, in `seconds` of wall time.
    case built(program: String, seconds: Double)
    /// The same sources, compiler and kit were built before: the program is reused without running the compiler.
    case cached(program: String)
    /// The compiler refused the sources (also remembered: the same sources fail again without a compile).
    case failed(ExtensionBuildFailure)

    /// The built program, nil when the build failed.
    package var program: String? {
        switch self {
        case let .built(program, _), let .cached(program): return program
        case .failed: return nil
        }
    }
}

/// Compiles an extension's own Swift sources, with a generated entry point, against notisim's extension kit into a
/// program that speaks the extension protocol, and keeps the result in a cache keyed by a hash of the sources,
/// the compiler and the kit (docs/rules/extension-sources.md#building-an-extensions-own-swift-sources).
package struct ExtensionBuilder: Sendable {
    /// Where builds are kept: one folder per extension and key.
    package var cacheDirectory: URL
    package var environment: [String: String]
    /// The rewrite applied to each source before compiling: by default the Linux rewrite (`@IBOutlet`, `@objc`, …).
    package var rewriter: any ExtensionSourceRewriting
    /// Seconds of wall time the compiler gets before it is stopped and the build fails (notisim waits for it).
    package var compileTimeout: Double = 300
    /// How many builds the cache keeps; applied after each compile.
    package var pruning = ExtensionCachePruning()

    package init(cacheDirectory: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
                rewriter: any ExtensionSourceRewriting = LinuxSourceRewrite()) {
        self.cacheDirectory = cacheDirectory ?? Self.defaultCacheDirectory(environment: environment)
        self.environment = environment
        self.rewriter = rewriter
    }

    /// `$XDG_CACHE_HOME/notisim/extensions` (`~/.cache/notisim/extensions` when unset).
    static func defaultCacheDirectory(environment: [String: String]) -> URL {
        NotisimFolder.cache.url(environment: environment, home: NSHomeDirectory()).appendingPathComponent(cacheFolderName)
    }

    /// The builds' folder in notisim's cache folder.
    package static let cacheFolderName = "extensions"

    /// The program's name inside its cache folder.
    static let programName = "extension"
    /// The compiler's output of a failed build, inside its cache folder.
    static let failureName = "failure.txt"
    /// The Info.plist beside the program, which makes its folder the bundle Foundation's `Bundle.main` reads.
    static let bundleInfoName = "Info.plist"

    /// Builds `target` (or finds it built); `progress` hears a line before the compiler runs and one each second it runs.
    package func build(_ target: SwiftExtensionTarget, progress: (String) -> Void = { _ in }) -> ExtensionBuildOutcome {
        do throws(ExtensionBuildFailure) {
            let plan = try self.plan(target)
            if let known = known(plan) { return known }
            return try BuildLock.holding(plan.folder.lastPathComponent, in: cacheDirectory,
                                         waiting: { progress("waiting for another build of \(target.name)…") }) { () throws(ExtensionBuildFailure) in
                if let known = known(plan) { return known }
                progress("building \(target.name)…")
                let started = Date()
                try compile(target, plan) { seconds in progress("building \(target.name)… \(seconds) s") }
                pruning.prune(cacheDirectory)
                return known(plan).map { known in
                    guard case .cached(let program) = known else { return known }
                    return .built(program: program, seconds: Date().timeIntervalSince(started))
                } ?? .failed(ExtensionBuildFailure(firstError: "the compiler left no program in \(plan.folder.path)"))
            }
        } catch {
            return .failed(error)
        }
    }

    /// What the cache already holds for `target`, without compiling; nil when it has to be compiled.
    package func cached(_ target: SwiftExtensionTarget) -> ExtensionBuildOutcome? {
        do throws(ExtensionBuildFailure) { return known(try plan(target)) } catch { return .failed(error) }
    }

    /// Everything a build needs, and where its result goes.
    private struct Plan {
        let toolchain: SwiftToolchain, kit: ExtensionKit
        let sources: [(path: String, text: String)]
        /// The modules of the project the sources import, in the order they are compiled, with their sources.
        let modules: [(name: String, sources: [(path: String, text: String)], conditions: [String])]
        /// The generated `main.swift`; nil for a widget extension, whose `@main` is its own.
        let entryPoint: String?
        /// The classes Xcode would generate from the target's Core Data models, nil for none.
        let generatedClasses: String?
        /// The symbols Xcode would generate from the target's asset catalogs, nil for none.
        let assetSymbols: String?
        let folder: URL
        var program: String { folder.appendingPathComponent(ExtensionBuilder.programName).path }
    }

    private func plan(_ target: SwiftExtensionTarget) throws(ExtensionBuildFailure) -> Plan {
        let toolchain = try SwiftToolchain.locate(environment: environment)
        let kit = try ExtensionKit.locate(environment: environment)
        let sources = try readSources(target.sources, of: target.name, mayBeEmpty: target.principalClassModule != nil)
        var modules: [(name: String, sources: [(path: String, text: String)], conditions: [String])] = []
        for module in target.modules { modules.append((module.name, try readSources(module.sources, of: module.name), module.conditions)) }
        var dataModels: [DataModel] = [], contents: [(name: String, contents: String)] = []
        for path in target.dataModels {
            do {
                let read = try DataModel.readWithContents(modelAt: URL(fileURLWithPath: path))
                dataModels.append(read.model)
                contents.append((read.model.name, read.contents))
            } catch {
                throw ExtensionBuildFailure(firstError: "\(path): cannot read the Core Data model: \(error)")
            }
        }
        let entryPoint = EntryPoint.source(for: target, dataModels: contents)
        let generatedClasses = ManagedObjectClassSource.source(for: dataModels)
        let assetSymbols = AssetSymbolSource.source(for: target.assetCatalogs, extensions: target.assetSymbolExtensions)
        let parts = modules.map { "\($0.name)(\($0.conditions.joined(separator: " ")))" } + ["-D " + target.conditions.joined(separator: " ")]
            + target.packageProducts.map { "package \($0.product) \($0.location) \($0.revision)" } + [assetSymbols ?? ""]
        let folder = cacheDirectory.appendingPathComponent("\(target.moduleName)-\(key(target, sources + modules.flatMap(\.sources), entryPoint ?? "", toolchain, kit, modules: parts))")
        return Plan(toolchain: toolchain, kit: kit, sources: sources, modules: modules, entryPoint: entryPoint,
                    generatedClasses: generatedClasses, assetSymbols: assetSymbols, folder: folder)
    }

    /// The program built before, or the failure remembered; nil when the key was never built.
    private func known(_ plan: Plan) -> ExtensionBuildOutcome? {
        if FileManager.default.isExecutableFile(atPath: plan.program) {
            ExtensionCachePruning.touch(plan.folder)
            return .cached(program: plan.program)
        }
        guard let output = try? String(contentsOf: plan.folder.appendingPathComponent(Self.failureName), encoding: .utf8) else { return nil }
        return .failed(.compile(output: output))
    }

    /// Each source's path and text; no sources at all is a failure unless `mayBeEmpty` (the entry point's principal
    /// class comes from a compatible module).
    private func readSources(_ paths: [String], of name: String, mayBeEmpty: Bool = false) throws(ExtensionBuildFailure) -> [(path: String, text: String)] {
        guard !paths.isEmpty || mayBeEmpty else { throw ExtensionBuildFailure(firstError: "\(name) has no Swift sources") }
        var sources: [(path: String, text: String)] = []
        for path in paths {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw ExtensionBuildFailure(firstError: "\(path): cannot read the Swift source")
            }
            sources.append((path, text))
        }
        return sources
    }

    /// The cache key: everything the program depends on.
    private func key(_ target: SwiftExtensionTarget, _ sources: [(path: String, text: String)], _ entryPoint: String,
                     _ toolchain: SwiftToolchain, _ kit: ExtensionKit, modules: [String]) -> String {
        var hash = StableHash()
        for part in [toolchain.identity, kit.identity, rewriter.identity, target.swiftLanguageVersion, target.moduleName, entryPoint] + modules {
            hash.combine(part)
        }
        for source in sources {
            hash.combine(source.path)
            hash.combine(source.text)
        }
        if let bundleInfo = target.bundleInfo { hash.combine(bundleInfo) }
        return hash.hex
    }

    /// Rewrites the sources into a fresh folder, compiles them there, and moves the folder into place; a compile that
    /// fails leaves its output as `failure.txt` instead of the program.
    private func compile(_ target: SwiftExtensionTarget, _ plan: Plan, tick: (Int) -> Void) throws(ExtensionBuildFailure) {
        let (toolchain, kit, sources, entryPoint, folder) = (plan.toolchain, plan.kit, plan.sources, plan.entryPoint, plan.folder)
        let files = FileManager.default
        // Under the build's lock, so one work folder per key and process is enough.
        let work = cacheDirectory.appendingPathComponent(".\(folder.lastPathComponent)-\(ProcessInfo.processInfo.processIdentifier)")
        try? files.removeItem(at: work)
        do {
            try files.createDirectory(at: work.appendingPathComponent("sources"), withIntermediateDirectories: true)
        } catch {
            throw ExtensionBuildFailure(firstError: "cannot create the build folder \(work.path): \(error.localizedDescription)")
        }
        defer { try? files.removeItem(at: work) }
        var compiled: [String] = []
        if let entryPoint {
            compiled.append(work.appendingPathComponent(EntryPoint.fileName).path)
            write(entryPoint, to: compiled[0])
        }
        if let generated = plan.generatedClasses {
            compiled.append(work.appendingPathComponent(ManagedObjectClassSource.fileName).path)
            write(generated, to: compiled[compiled.count - 1])
        }
        if let symbols = plan.assetSymbols {
            compiled.append(work.appendingPathComponent(AssetSymbolSource.fileName).path)
            write(symbols, to: compiled[compiled.count - 1])
        }
        compiled += try copies(sources, into: work.appendingPathComponent("sources"))
        // The Swift packages' products first, built once per set of pins into a library of their own
        // (docs/rules/extension-sources.md#swift-packages-an-extension-links).
        var failed: String?
        var packageArguments: [String] = []
        if !target.packageProducts.isEmpty {
            let packages = packageBuild(target.packageProducts, toolchain, kit)
            try BuildLock.holding("packages-\(packages.folder.lastPathComponent)", in: cacheDirectory, waiting: {}) { () throws(ExtensionBuildFailure) in
                if !packages.isBuilt, let output = try packages.build(compiler: toolchain.compiler, kitArguments: kit.packageArguments,
                                                                       run: { program, arguments, folder throws(ExtensionBuildFailure) in
                                                                           try run(program, arguments, in: folder, tick: tick) }) {
                    failed = "notisim: error: \(packages.failure(output).firstError)\n\(output)"
                }
            }
            packageArguments = packages.compilerArguments
        }
        // The project's modules next, each a static library with its module file, which the next ones and the
        // extension find through the modules folder (docs/rules/extension-sources.md#modules-an-extension-imports).
        let modulesFolder = work.appendingPathComponent("modules")
        try? files.createDirectory(at: modulesFolder, withIntermediateDirectories: true)
        for module in plan.modules where failed == nil {
            let moduleFiles = try copies(module.sources, into: work.appendingPathComponent("sources/\(module.name)"))
            let arguments = ["-swift-version", target.swiftLanguageVersion, "-module-name", module.name, "-parse-as-library",
                             "-emit-module", "-emit-module-path", modulesFolder.appendingPathComponent("\(module.name).swiftmodule").path,
                             "-emit-library", "-static", "-I", modulesFolder.path] + Self.defines(module.conditions) + kit.compilerArguments
                + packageArguments + moduleFiles
                + ["-o", modulesFolder.appendingPathComponent("lib\(module.name).a").path]
            let (status, output) = try run(toolchain.compiler, arguments, in: work, tick: tick)
            if status != 0 { failed = output }
        }
        if failed == nil {
            // A static library's undefined symbols are looked up in the libraries after it: importers come first.
            let linked = plan.modules.isEmpty ? [] : ["-I", modulesFolder.path, "-L", modulesFolder.path] + plan.modules.reversed().map { "-l\($0.name)" }
            // Without a generated `main.swift`, a widget extension's `@main` starts the program: its bundle's `main()`
            // is the widget host's, imported into every file as the kit's own module is.
            let library = entryPoint == nil ? ["-parse-as-library"] + ExtensionKit.implicitImport(of: ExtensionKit.widgetHostModule) : []
            let arguments = ["-swift-version", target.swiftLanguageVersion, "-module-name", target.moduleName] + library + Self.defines(target.conditions)
                + kit.compilerArguments + packageArguments + linked + compiled + ["-o", work.appendingPathComponent(Self.programName).path]
            let (status, output) = try run(toolchain.compiler, arguments, in: work, tick: tick)
            if status != 0 { failed = output }
        }
        if failed == nil, let bundleInfo = target.bundleInfo,
           !files.createFile(atPath: work.appendingPathComponent(Self.bundleInfoName).path, contents: Data(bundleInfo)) {
            failed = "notisim: error: cannot write the extension's Info.plist into \(work.path)"
        }
        if let failed { write(failed, to: work.appendingPathComponent(Self.failureName).path) }
        try? files.removeItem(at: modulesFolder)
        try? files.removeItem(at: work.appendingPathComponent("sources"))
        try? files.removeItem(at: folder)
        try? files.moveItem(at: work, to: folder)
    }

    /// The generated package of `products`, in a cache folder keyed by the pins, the compiler and the kit: every
    /// extension linking the same products at the same revisions shares one build.
    private func packageBuild(_ products: [PinnedPackageProduct], _ toolchain: SwiftToolchain, _ kit: ExtensionKit) -> PackageProductsBuild {
        var hash = StableHash()
        for part in [toolchain.identity, kit.identity] + products.map({ "\($0.product) \($0.location) \($0.revision)" }) { hash.combine(part) }
        return PackageProductsBuild(products: products, folder: cacheDirectory.appendingPathComponent("packages/\(hash.hex)"))
    }

    /// `-D NAME` for each condition the `#if`s of a target's sources test.
    static func defines(_ conditions: [String]) -> [String] { conditions.flatMap { ["-D", $0] } }

    /// Writes each source rewritten into `folder` (made anew), under a name that keeps two files of one name apart;
    /// the copies' paths.
    private func copies(_ sources: [(path: String, text: String)], into folder: URL) throws(ExtensionBuildFailure) -> [String] {
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw ExtensionBuildFailure(firstError: "cannot create the build folder \(folder.path): \(error.localizedDescription)")
        }
        var copies: [String] = []
        for (index, source) in sources.enumerated() {
            let copy = folder.appendingPathComponent("\(index)-\(URL(fileURLWithPath: source.path).lastPathComponent)").path
            write(try rewritten(source), to: copy)
            copies.append(copy)
        }
        return copies
    }

    /// A source as compiled: rewritten, with a line directive so that the compiler's messages, `#file` and a crash's
    /// location name the user's own file and lines.
    private func rewritten(_ source: (path: String, text: String)) throws(ExtensionBuildFailure) -> String {
        let text: String
        do { text = try rewriter.rewrite(source.text, path: source.path) } catch {
            throw ExtensionBuildFailure(firstError: "\(source.path): could not be rewritten for Linux: \(error)")
        }
        let lines = { (text: String) in text.reduce(into: 0) { count, character in if character.isNewline { count += 1 } } }
        guard lines(text) == lines(source.text) else {
            throw ExtensionBuildFailure(firstError: "\(source.path): the rewrite for Linux moved lines (\(lines(source.text)) lines became \(lines(text)))")
        }
        return "#sourceLocation(file: \"\(source.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\", line: 1)\n"
            + text + "\n#sourceLocation()\n"
    }

    private func write(_ text: String, to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// Runs the compiler; its exit status and its standard output and error together. A compiler still running after
    /// `compileTimeout` is killed and the build fails. `tick` hears the whole seconds waited, once a second.
    private func run(_ program: String, _ arguments: [String], in folder: URL, tick: (Int) -> Void) throws(ExtensionBuildFailure) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do { try process.run() } catch {
            throw ExtensionBuildFailure(firstError: "cannot run the Swift compiler \(program): \(error.localizedDescription)")
        }
        let output = LockedState(Data()), read = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            output.withLock { $0 = data }
            read.signal()
        }
        let deadline = DispatchTime.now() + compileTimeout
        var waited = 0
        while exited.wait(timeout: min(deadline, .now() + 1)) == .timedOut {
            guard DispatchTime.now() < deadline else {
                kill(process.processIdentifier, SIGKILL)
                throw ExtensionBuildFailure(firstError: "the Swift compiler did not finish within \(String(format: "%g", compileTimeout)) s and was stopped")
            }
            waited += 1
            tick(waited)
        }
        read.wait()
        return (process.terminationStatus, String(decoding: output.withLock { $0 }, as: UTF8.self))
    }
}
