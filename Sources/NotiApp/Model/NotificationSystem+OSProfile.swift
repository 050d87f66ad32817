import NotiCore
import NotiLayout

extension NotificationSystem {
    /// Takes the OS version's rules that the notification system applies: interruption levels, and Scheduled
    /// Summary with its relevance ranking (docs/rules.md#scheduled-summary).
    mutating func adopt(_ profile: OSProfile) {
        device.follow(profile)
        summaryAvailable = profile.supportsScheduledSummary
        summaryRanksByRelevance = profile.supportsRelevanceScore
    }
}
