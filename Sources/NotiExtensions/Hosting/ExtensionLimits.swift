/// How long and how much an extension may take before the host gives up on it. Wall-clock limits guard
/// notisim against hangs; the service extension's budget on the notisim clock is the model's.
package struct ExtensionLimits: Sendable, Hashable {
    /// Seconds an out-of-process extension may take to answer one call (its start included).
    package var callTimeout: Double
    /// Seconds a service extension gets after `serviceExtensionTimeWillExpire()` to call its handler.
    package var expiryGrace: Double
    /// Seconds the runner waits right after starting a service extension for a quick answer.
    package var serviceSettle: Double
    /// The extension's own memory: resident bytes a child may use above its runtime's baseline, the resident size of
    /// an empty extension of the same kind (iOS: about 24 MB, counted for the extension alone).
    package var memoryBytes: Int
    /// Output a child may write without completing an answer.
    package var outputBytes: Int
    /// Seconds on the notisim clock a service extension has before `serviceExtensionTimeWillExpire()` (iOS: about 30).
    package var serviceBudget: Double

    package init(callTimeout: Double = 2, expiryGrace: Double = 1, serviceSettle: Double = 1,
                memoryBytes: Int = 24 * 1024 * 1024, outputBytes: Int = 1_000_000, serviceBudget: Double = 30) {
        self.callTimeout = callTimeout; self.expiryGrace = expiryGrace; self.serviceSettle = serviceSettle
        self.memoryBytes = memoryBytes; self.outputBytes = outputBytes; self.serviceBudget = serviceBudget
    }

    /// The defaults.
    package static let standard = ExtensionLimits()
}
