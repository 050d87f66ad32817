import NotiCore
import NotiTerminalPort

/// The permission prompt iOS shows for an app whose workspace leaves the answer to the user: its keys, and the
/// script's `answer`. docs/rules/authorization.md#the-permission-prompt.
extension AppModel {
    /// Keys while a prompt waits: `←` `→` `↑` `↓` `Tab` choose a button, `Enter` or `Space` answers; other keys only say so.
    mutating func permissionPromptKey(_ key: Key) -> [AppEffect] {
        guard let prompt = system.permissionPrompts.first else { return [] }
        let count = prompt.buttons.count
        switch key {
        case .left, .up, .backTab: permissionPromptSelection = (permissionPromptSelection + count - 1) % count
        case .right, .down, .tab: permissionPromptSelection = (permissionPromptSelection + 1) % count
        case .enter, .space: return answerPermissionPrompt(prompt.buttons[permissionPromptSelection % count].answer)
        default: notice = "a permission prompt waits: ←→ choose, Enter answers"
        }
        return []
    }

    /// Answers the prompt on screen; the next one waiting (another app's) then shows.
    mutating func answerPermissionPrompt(_ answer: PermissionAnswer) -> [AppEffect] {
        notice = nil
        guard !system.permissionPrompts.isEmpty else {
            notice = "answer: no permission prompt is waiting"
            return []
        }
        let effects = apply(system.answerPermissionPrompt(answer))
        permissionPromptSelection = Self.preferredButton(of: system.permissionPrompts.first)
        return effects + [.stateChanged]
    }

    /// The button a prompt starts on: its first that allows, as iOS marks it the preferred action.
    static func preferredButton(of prompt: PermissionPrompt?) -> Int {
        prompt?.buttons.firstIndex { $0.answer == .allow } ?? 0
    }
}
