/// ` — did you mean 'thai'?`, to end a message about a mistyped word; empty when nothing is close.
package func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
    let suggestions = closestMatches(to: word, in: candidates)
    return suggestions.isEmpty ? "" : " — did you mean \(quotedAlternatives(suggestions))?"
}
