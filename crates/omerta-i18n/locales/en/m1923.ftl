## Mafia 1923's pages.

