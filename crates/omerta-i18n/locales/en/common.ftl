## Shared by every face: languages, dates.

lang-unknown = omerta does not speak “{ $given }”; it speaks English, Russian, Ukrainian and Hebrew (en, ru, uk, he). English is used.

## A moment on the game's wall clock: `Sun 29 Nov 2026, 07:00 (Asia/Jerusalem)`.
## $weekday is 1 (Monday) to 7, $month 1 to 12; $year and $time are text.

when-date = { $weekday ->
        [1] Mon
        [2] Tue
        [3] Wed
        [4] Thu
        [5] Fri
        [6] Sat
       *[7] Sun
    } { $day } { $month ->
        [1] Jan
        [2] Feb
        [3] Mar
        [4] Apr
        [5] May
        [6] Jun
        [7] Jul
        [8] Aug
        [9] Sep
        [10] Oct
        [11] Nov
       *[12] Dec
    } { $year }
when-in-zone = { when-date }, { $time } ({ $zone })
when-utc = { when-date }, { $time } UTC
when-out-of-range = { $ms } ms since 1970
