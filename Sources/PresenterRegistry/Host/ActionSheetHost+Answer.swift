import ThemeKit

extension ActionSheetHost {
    /// Answers one call: decodes, routes and presents it (or takes the script's answer), and gives the
    /// dialect's answer; a call that cannot be prepared gets its dialect's failure. The one answer path.
    /// - Parameters:
    ///   - request: The call, who asks, and the overrides.
    ///   - script: What answers instead of a person; `nil` presents.
    ///   - onPrepared: Told the preparation before presenting, to show its diagnostics first.
    /// - Returns: The answer and what was shown.
    public func answer(
        _ request: SheetRequest, script: AnswerScript.Step? = nil,
        onPrepared: ((PreparedPresentation) -> Void)? = nil
    ) -> AnsweredCall {
        let scripted: String? =
            switch script {
            case .answer(let entry)?: entry.word
            case .noneLeft?, nil: nil
            }
        let prepared: PreparedPresentation
        do throws(HostError) {
            prepared = try prepare(request)
        } catch {
            let answer = CallAnswer.failed(error.message)
            return AnsweredCall(
                answer: answer,
                text: error.callAnswer ?? answer.text(in: request.dialect ?? .my, itemCount: 0),
                dialect: request.dialect, sheet: nil, app: request.app, scripted: scripted, failure: .host(error))
        }
        onPrepared?(prepared)
        let shown = ResolvedSheet(prepared.request)
        func reply(_ answer: CallAnswer, _ failure: AnsweredCall.Failure? = nil) -> AnsweredCall {
            AnsweredCall(
                answer: answer, text: prepared.callAnswer(answer), dialect: prepared.dialect, sheet: shown,
                app: request.app, scripted: scripted, failure: failure,
                themeProblem: prepared.themeFromOverride ? prepared.themeProblem : nil,
                fallbacks: prepared.takeFallbacks())
        }
        if let routingProblem {
            return reply(.failed("the host's routing file cannot be used"), .host(routingProblem))
        }
        switch script {
        case nil: break
        case .noneLeft(let call)?:
            return reply(.failed("no scripted answer for this call"), .noScriptedAnswer(call: call))
        case .answer(let entry)?:
            let mismatches = entry.expectation.mismatches(shown, dialect: prepared.dialect)
            if !mismatches.isEmpty {
                return reply(
                    .failed("the sheet is not what the test expected"), .unexpectedCall(mismatches, at: entry.location))
            }
            switch entry.answer.outcome(for: shown) {
            case .failure(let mismatch):
                return reply(
                    .failed("the scripted answer names nothing the sheet shows"),
                    .scriptNamesNothing(mismatch.message, entry: entry))
            case .success(.answer(let answer)): return reply(answer)
            case .success(.timedOut(let error)): return reply(.failed(error.message), .presentation(error))
            }
        }
        do throws(PresentationError) {
            switch try prepared.present() {
            case .chose(let index): return reply(.selected(index))
            case .cancelled: return reply(.cancelled)
            // A call answers one index; its requests never set a limit.
            case .choseSeveral(let indices): return reply(indices.first.map { .selected($0) } ?? .cancelled)
            }
        } catch {
            return reply(.failed(error.message), .presentation(error))
        }
    }

}
