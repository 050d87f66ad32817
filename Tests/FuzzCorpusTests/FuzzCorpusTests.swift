import Foundation
import FuzzEntryPoints
import Testing

/// The fuzz targets' seeds as regression inputs: every file of `Fuzz/Corpus/TARGET` goes once through the function
/// libFuzzer drives, in the ordinary debug build, so each parser's fuzz target is exercised by every test run without
/// the sanitizer build `scripts/fuzz.sh` needs. A crash or a trap fails the run, naming no input: replay the target's
/// corpus with `scripts/fuzz.sh` to find it.
@Suite struct FuzzCorpusTests {
    static let fuzzFolder: URL = {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        return root.appendingPathComponent("Fuzz")
    }()

    static func folderNames(_ name: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fuzzFolder.appendingPathComponent(name).path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test("every fuzz target has a function to drive and a seed corpus")
    func everyTargetHasAFunctionAndSeeds() {
        let targets = Self.folderNames("Targets")
        #expect(targets == FuzzEntryPoints.all.map(\.key).sorted())
        for target in targets {
            #expect(!Self.folderNames("Corpus/\(target)").isEmpty, "Fuzz/Corpus/\(target) has no seeds")
        }
    }

    @Test("every seed of every fuzz target's corpus runs through its function once", .serialized,
          arguments: FuzzEntryPoints.all.map(\.key))
    func seedsReplay(target: String) throws {
        let testOneInput = try #require(FuzzEntryPoints.all.first { $0.key == target }?.value)
        let seeds = Self.folderNames("Corpus/\(target)")
        #expect(!seeds.isEmpty)
        for seed in seeds {
            let bytes = [UInt8](try Data(contentsOf: Self.fuzzFolder.appendingPathComponent("Corpus/\(target)/\(seed)")))
            let result = bytes.withUnsafeBufferPointer { testOneInput($0.baseAddress, $0.count) }
            #expect(result == 0, "\(target) answered \(result) for Fuzz/Corpus/\(target)/\(seed)")
        }
    }
}
