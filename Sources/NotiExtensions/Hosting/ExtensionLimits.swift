/// How long and how much an extension may take before the host gives up on it. Wall-clock limits guard
/// notisim against hangs; the service extension's budget on the notisim clock is the model's.
public struct ExtensionLimits: Sendable, Hashable {
    /// Seconds an out-of-process extension may take to answer one call (its start included).
    public var callTimeout: Double
    /// Seconds a service extension gets after `serviceExtensionTimeWillExpire()` to call its handler.
    public var expiryGrace: Double
    /// Seconds the runner waits right after starting a service extension for a quick answer.
    public var serviceSettle: Double
    /// The extension's own memory: resident bytes a child may use above its runtime's baseline, the resident size of
    /// an empty extension of the same kind (iOS: about 24 MB, counted for the extension alone).
    public var memoryBytes: Int
    /// Output a child may write without completing an answer.
    public var outputBytes: Int
    /// Seconds on the notisim clock a service extension has before `serviceExtensionTimeWillExpire()` (iOS: about 30).
    public var serviceBudget: Double

    public init(callTimeout: Double = 2, expiryGrace: Double = 1, serviceSettle: Double = 1,
                memoryBytes: Int = 24 * 1024 * 1024, outputBytes: Int = 1_000_000, serviceBudget: Double = 30) {
        self.callTimeout = callTimeout; self.expiryGrace = expiryGrace; self.serviceSettle = serviceSettle
        self.memoryBytes = memoryBytes; self.outputBytes = outputBytes; self.serviceBudget = serviceBudget
    }

    /// The defaults.
    public static let standard = ExtensionLimits()

    /// The extension's own memory a workspace (`memoryMB`) or `--extension-memory` may set, in megabytes (MiB).
    package static let memoryMegabytesRange: ClosedRange<Double> = 1...4096

    /// The extension's own memory in megabytes (MiB).
    package var memoryMegabytes: Double {
        get { Double(memoryBytes) / 1024 / 1024 }
        set { memoryBytes = Int(newValue * 1024 * 1024) }
    }
}
